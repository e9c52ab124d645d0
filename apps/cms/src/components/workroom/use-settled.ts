import { useEffect, useState } from 'react';

/** Text typed into a search box, trimmed and settled 300 ms after the last keystroke. */
export function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  return settled;
}

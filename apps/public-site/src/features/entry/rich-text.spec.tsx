/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RichText, sanitiseRichText } from './rich-text';

test('keeps formatting and drops scripts, handlers, styles and frames', () => {
  const dirty =
    '<p onclick="steal()">A <strong>star</strong><script>alert(1)</script></p><iframe src="x"></iframe><ul><li style="color:red">one</li></ul><a href="javascript:alert(1)">x</a>';
  const clean = sanitiseRichText(dirty);
  expect(clean).toContain('<strong>star</strong>');
  expect(clean).toContain('<li>one</li>');
  expect(clean).not.toMatch(/script|onclick|iframe|style=|javascript:/);
});

test('renders nothing for empty text', () => {
  const { container } = render(<RichText html="  " />);
  expect(container.innerHTML).toBe('');
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RichText, sanitiseRichText } from './rich-text';

test('keeps formatting and drops scripts, handlers, styles and frames', async () => {
  const dirty =
    '<p onclick="steal()">A <strong>star</strong><script>alert(1)</script></p><iframe src="x"></iframe><ul><li style="color:red">one</li></ul><a href="javascript:alert(1)">x</a>';
  const clean = await sanitiseRichText(dirty);
  expect(clean).toContain('<strong>star</strong>');
  expect(clean).toContain('<li>one</li>');
  expect(clean).not.toMatch(/script|onclick|iframe|style=|javascript:/);
});

test('renders the sanitised text once the sanitiser has loaded; nothing for empty text', async () => {
  render(<RichText html={'<p>Hello <em>there</em><img src=x onerror="alert(1)"></p>'} />);
  const em = await screen.findByText('there');
  expect(em.tagName).toBe('EM');
  expect(document.querySelector('img')).toBeNull();
  const { container } = render(<RichText html="  " />);
  expect(container.innerHTML).toBe('');
});

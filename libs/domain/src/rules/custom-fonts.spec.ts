import { customFontFace, customFontFileName } from './custom-fonts';

it('keeps a safe file name for an uploaded font, refusing other files', () => {
  expect(customFontFileName('C:\\fonts\\Husky Sans-700.woff2')).toBe('Husky Sans-700.woff2');
  expect(customFontFileName('../../etc/passwd')).toBeNull();
  expect(customFontFileName('logo.png')).toBeNull();
  expect(customFontFileName('Ünïcode Font.ttf')).toBe('n-code Font.ttf');
});

it('reads the family (SPEC §5 cleaning), weight and CSS format of a stored font file', () => {
  expect(customFontFace('Husky Sans-700.woff2')).toEqual({
    file: 'Husky Sans-700.woff2',
    family: 'Husky Sans',
    weight: 700,
    format: 'woff2',
  });
  expect(customFontFace('Mascot.otf')).toMatchObject({ family: 'Mascot', weight: 400, format: 'opentype' });
  expect(customFontFace('Mascot-450.ttf')).toMatchObject({ family: 'Mascot-450', weight: 400, format: 'truetype' });
  expect(customFontFace('notes.txt')).toBeNull();
});

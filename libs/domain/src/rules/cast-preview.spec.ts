import { DEFAULT_CAST_SCREEN_CONFIG } from './defaults';
import { castPreviewMessage, readCastPreviewMessage } from './cast-preview';

const preview = {
  categoryIds: ['a', 'b'],
  config: { ...DEFAULT_CAST_SCREEN_CONFIG },
  emergency: { enabled: true, text: 'Shelter in place', theme: 'critical' as const },
};

it('reads back the preview the settings page sends', () => {
  expect(readCastPreviewMessage(castPreviewMessage(preview))).toEqual(preview);
});

it('ignores any other message', () => {
  expect(readCastPreviewMessage({ type: 'other', preview })).toBeNull();
  expect(readCastPreviewMessage('laurel:cast-preview')).toBeNull();
  expect(readCastPreviewMessage(castPreviewMessage({ ...preview, categoryIds: [1] as never }))).toBeNull();
  expect(
    readCastPreviewMessage(
      castPreviewMessage({ ...preview, emergency: { ...preview.emergency, theme: 'party' as never } }),
    ),
  ).toBeNull();
});

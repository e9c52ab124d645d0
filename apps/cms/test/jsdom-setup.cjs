// jsdom lacks TextEncoder/TextDecoder (react-router needs them) and PointerEvent (dnd-kit and gestures use it).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@laurel/ui/test/pointer-event-polyfill.cjs');

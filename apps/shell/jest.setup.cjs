// jsdom lacks the encoding, stream and fetch globals the data router uses; take Node's own implementations.
const { TextEncoder, TextDecoder } = require('node:util');
const streams = require('node:stream/web');
const { Blob, File } = require('node:buffer');
const fill = (name, value) => {
  if (typeof globalThis[name] === 'undefined') globalThis[name] = value;
};
fill('TextEncoder', TextEncoder);
fill('TextDecoder', TextDecoder);
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream']) fill(name, streams[name]);
fill('Blob', Blob);
fill('File', File);
// undici reads MessagePort at load; MessageChannel stays unset so React's scheduler keeps using timers.
fill('MessagePort', require('node:worker_threads').MessagePort);
if (typeof globalThis.Request === 'undefined') {
  const undici = require('undici');
  for (const name of ['Request', 'Response', 'Headers', 'FormData']) fill(name, undici[name]);
}

/** Server builds (tools/server-build.ts): a stylesheet import is nothing on the server (the browser loads the CSS). */
module.exports = function emptyModule() {
  return 'export {};';
};

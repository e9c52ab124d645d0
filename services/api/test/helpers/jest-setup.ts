// Each suite starts an embedded database and the machine's cores are shared: allow slow starts.
// (`testTimeout` is a global Jest option and is ignored in a project config, hence here.)
jest.setTimeout(30_000);

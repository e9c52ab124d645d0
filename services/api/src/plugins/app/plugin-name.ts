/**
 * Gives a plugin the name Fastify knows it by (in its plugin chain and its "plugin did not start in time"
 * errors). A plugin without one is looked up among every loaded module (`require.cache`) twice at each
 * registration, about sixty times per app; under Jest that registry is a proxy over thousands of modules, and
 * the look-ups were an eighth of an API spec group's CPU.
 */
export function named<P extends object>(name: string, plugin: P): P {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name, configurable: true });
  return plugin;
}

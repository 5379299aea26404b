/**
 * The layering ARCHITECTURE.md draws, checked by `npm run check:deps`
 * (dependency-cruiser, parsing with swc: TypeScript 7 has no JavaScript API).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, runtime or type-only: move the shared part where both can import it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-cli',
      severity: 'error',
      comment: 'The server and the terminal share src/session/, never each other.',
      from: { path: '^src/server/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-not-server',
      severity: 'error',
      comment: 'The server and the terminal share src/session/, never each other. main.ts, the program entry, starts the server for `serve` (and nothing else).',
      from: { path: '^src/cli/', pathNot: '^src/cli/main\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'The core knows no system and no interface: it imports only itself and libraries.',
      from: { path: '^src/core/' },
      to: { path: '^src/(systems|cli|server|store|save|session|sim)/' },
    },
    {
      name: 'rules-not-presentation',
      severity: 'error',
      comment: "A system's rules and tables never reach its view, bots or index.ts.",
      from: { path: '^src/systems/([^/]+)/(rules|tables)/' },
      to: { path: '^src/systems/$1/(view/|bots/|index\\.ts$)' },
    },
    {
      name: 'systems-through-registry',
      severity: 'error',
      comment: "Outside src/systems/, a system is reached only through src/systems/registry.ts and its GameSystem (core/contract.ts): nothing imports a module of a system's folder, not even a type.",
      from: { path: '^src/(cli|server|session|sim|save|store)/' },
      to: { path: '^src/systems/[^/]+/' },
    },
    {
      name: 'exploration-through-3d6-api',
      severity: 'error',
      comment: 'Exploration uses the 3d6 core only through src/systems/3d6/api.ts, its one public entry.',
      from: { path: '^src/systems/exploration/' },
      to: { path: '^src/systems/3d6/', pathNot: '^src/systems/3d6/api[.]ts$' },
    },
    {
      name: 'session-not-interfaces',
      severity: 'error',
      comment: 'src/session/ is shared by the terminal and the server: it imports neither.',
      from: { path: '^src/session/' },
      to: { path: '^src/(cli|server)/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|web)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6'],
  },
};

// polis-game/ai starts its worker_threads worker from the package's own folder: the server
// takes the package from node_modules instead of bundling it, so the worker's files are there.
export default { serverExternalPackages: ['polis-game'] };

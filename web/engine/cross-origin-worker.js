// web/engine/cross-origin-worker.js - starting a module worker whose script is on another origin (a CDN).
//
// Browsers start a worker only from the page's own origin: `new Worker(url)` for a script on
// a CDN throws a SecurityError. A worker started from a same-origin blob: that imports the
// script is allowed (the script must be served with CORS, as package CDNs do), and inside it
// `import.meta.url` is still the script's own address, so its relative files are found.

export function isCrossOriginRefusal(e) {
  return e && (e.name === 'SecurityError' || /origin/i.test(String(e.message)));
}

export function blobModuleWorker(url) {
  const source = `import ${JSON.stringify(String(url))};\n`;
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  // The blob stays alive: the worker may start its own engine thread from its location.
  return new Worker(blobUrl, { type: 'module' });
}

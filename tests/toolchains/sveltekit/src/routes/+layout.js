// Every page prerendered at build time (adapter-static).
export const prerender = true;

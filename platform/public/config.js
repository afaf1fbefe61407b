// Settings for `vite dev`; `larder build --platform` writes the deployment's own over this file.
window.LARDER_CONFIG = { apiOrigin: 'http://localhost:8787' };

/**
 * Content-Security-Policy the web app runs under: scripts and connections only from this origin, no
 * inline scripts; inline style attributes are allowed because React sets them.
 */
export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (local, or a LAN address) upgrading would break every request; TLS terminates at the ingress.
    upgradeInsecureRequests: null,
  },
};

/** 'host:port', '[::1]:port' or 'http(s)://host:port' as host and port; the port defaults to `fallbackPort`. */
export function parseEmulatorHost(value: string, fallbackPort: number): { host: string; port: number } {
  const text = value.trim();
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  // an IPv6 host keeps its brackets: the SDKs join host and port with a colon
  const host = url.hostname;
  if (!host) throw new Error(`Not an emulator host: "${value}"`);
  return { host, port: url.port ? Number(url.port) : fallbackPort };
}

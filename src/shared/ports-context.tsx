import { createContext, useContext, type ReactNode } from 'react';
import type { Ports } from '../../ports/ports';

const PortsContext = createContext<Ports | null>(null);

/** The adapters chosen at bootstrap, for components that call a port outside a route loader. */
export function PortsProvider({ ports, children }: { ports: Ports; children: ReactNode }) {
  return <PortsContext.Provider value={ports}>{children}</PortsContext.Provider>;
}

export function usePorts(): Ports {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('usePorts needs a PortsProvider above it');
  return ports;
}

import { createServer, type AddressInfo, type Socket } from "node:net";

const listening = async (server: ReturnType<typeof createServer>) => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A host:port nothing listens on: connections are refused at once. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  const host = await listening(server);
  await new Promise((done) => server.close(done));
  return host;
}

/** A host:port that accepts connections and never answers, like one behind a firewall that drops them. */
export async function silentHost() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  return {
    host: await listening(server),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(done));
    },
  };
}

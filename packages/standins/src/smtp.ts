// A minimal SMTP server (plain, no TLS, no auth) that keeps the messages it receives, so the
// tests can check what the shop sends through SMTP_URL.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface SmtpStandIn {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startSmtpStandIn(port = 0): Promise<SmtpStandIn> {
  const messages: SmtpStandIn["messages"] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let envelope = { from: "", to: [] as string[] };
    let data: string[] | null = null;
    let buffer = "";
    socket.write("220 stand-in ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push({ ...envelope, data: data.join("\r\n") });
            envelope = { from: "", to: [] };
            data = null;
            socket.write("250 OK queued\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") {
          socket.write("250-stand-in\r\n250 8BITMIME\r\n");
        } else if (command === "MAIL") {
          envelope.from = line.slice(10).replace(/[<>]/g, "");
          socket.write("250 OK\r\n");
        } else if (command === "RCPT") {
          envelope.to.push(line.slice(8).replace(/[<>]/g, ""));
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          data = [];
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") {
          socket.end("221 Bye\r\n");
        } else {
          socket.write("250 OK\r\n");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

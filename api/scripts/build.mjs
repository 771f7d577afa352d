// `npm run build -w @shop/api`: runs tsdown (api/tsdown.config.ts) as its own command would, after
// one polyfill, so that `npm install && npm start` also works on a machine whose Node is older than
// the supported 22.12 (Node 20, past its end of life): tsdown calls Promise.withResolvers, which
// Node 20 lacks. The shop itself needs nothing of the kind, and server.ts warns at start when it
// runs on an unsupported Node. On Node 22 and later the polyfill is skipped.
if (typeof Promise.withResolvers !== "function") {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
process.argv = [process.argv[0], "tsdown", "--config-loader", "tsx", ...process.argv.slice(2)];
await import("tsdown/run");

#!/usr/bin/env node
// node preview_render.js FXLENS FILE...: what the VS Code preview gets from the server, without VS Code. Starts
// `FXLENS lsp`, opens the files, runs fxlens.renderGraph on the last one (as the preview does) and prints one line
// of JSON: {"svg": <length>, "nodes": <count>} or {"error": "<the message the preview shows>"}. Exit 0 either way;
// 2 when the server does not answer in 30 s. Used by bundle_graphviz.sh with the system's Graphviz hidden.
const { spawn } = require('child_process');
const fs = require('fs');
const { pathToFileURL } = require('url');

const [server, ...files] = process.argv.slice(2);
if (!server || files.length === 0) {
  console.error('usage: node preview_render.js FXLENS FILE...');
  process.exit(2);
}
const child = spawn(server, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
const send = (m) => {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...m }), 'utf8');
  child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
  child.stdin.write(body);
};
const timer = setTimeout(() => { console.error('preview_render: no answer in 30 s'); child.kill('SIGKILL'); process.exit(2); }, 30000);
const finish = (out) => {
  clearTimeout(timer);
  console.log(JSON.stringify(out));
  send({ id: 99, method: 'shutdown' });
  send({ method: 'exit' });
  child.stdin.end();
  setTimeout(() => { child.kill('SIGKILL'); process.exit(0); }, 2000).unref();
};

let buf = Buffer.alloc(0);
child.stdout.on('data', (d) => {
  buf = Buffer.concat([buf, d]);
  for (;;) {
    const end = buf.indexOf('\r\n\r\n');
    if (end < 0) return;
    const len = Number(/Content-Length: (\d+)/i.exec(buf.subarray(0, end).toString())[1]);
    if (buf.length < end + 4 + len) return;
    const msg = JSON.parse(buf.subarray(end + 4, end + 4 + len).toString('utf8'));
    buf = buf.subarray(end + 4 + len);
    if (msg.id !== undefined && msg.method) send({ id: msg.id, result: null });  // window/workDoneProgress/create ...
    else if (msg.id === 1) {
      send({ method: 'initialized', params: {} });
      for (const f of files)
        send({ method: 'textDocument/didOpen', params: { textDocument: {
          uri: pathToFileURL(f).href, languageId: 'fxgraph', version: 1, text: fs.readFileSync(f, 'utf8') } } });
      send({ id: 2, method: 'workspace/executeCommand', params: { command: 'fxlens.renderGraph',
        arguments: [{ uri: pathToFileURL(files[files.length - 1]).href }] } });
    } else if (msg.id === 2) {
      if (msg.error) finish({ error: msg.error.message });
      else finish({ svg: (msg.result && msg.result.svg || '').length, nodes: (msg.result && msg.result.nodes || []).length });
    }
  }
});
send({ id: 1, method: 'initialize', params: { processId: process.pid, rootUri: null, capabilities: {} } });

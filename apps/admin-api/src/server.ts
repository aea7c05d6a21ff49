// Placeholder until the API core lands: answers the health check only.
import http from 'node:http';

const port = Number(process.env.PORT ?? 3333);
http
  .createServer((req, res) => {
    res.writeHead(req.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/health' ? { data: { status: 'ok' } } : { message: 'Not found' }));
  })
  .listen(port, () => console.log(`admin-api listening on :${port}`));

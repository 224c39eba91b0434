/**
 * A minimal S3-compatible object store on loopback for tests (issue 9, "Scale-out": media on
 * S3-compatible storage, tested without the network). Path-style only (`/<bucket>/<key>`), in
 * memory, one bucket. It answers what @payloadcms/storage-s3 sends through the AWS SDK: PUT, GET
 * (with a byte range), HEAD and DELETE of an object; anything else is 501 so a test notices. It does
 * not check signatures, but refuses a request that carries none (the SDK always signs).
 */
import http from 'node:http'
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'

export type StoredObject = { body: Buffer; contentType: string; etag: string; acl: string | null; lastModified: Date }
export type S3Request = { method: string; key: string; status: number }

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

/**
 * Bodies the SDK streams come "aws-chunked": `<hex size>[;chunk-signature=...]\r\n<data>\r\n`,
 * ending with a 0-size chunk and optional trailers (checksums). Plain bodies pass unchanged.
 */
export function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) throw new Error('truncated aws-chunked body')
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16)
    if (Number.isNaN(size)) throw new Error('bad aws-chunked size line')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

export class S3Stub {
  readonly objects = new Map<string, StoredObject>()
  readonly requests: S3Request[] = []
  private server: http.Server | null = null
  private port = 0

  constructor(readonly bucket: string) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** The variables that switch the app to this store (README "Configuration"). */
  env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_FORCE_PATH_STYLE: '1',
    }
  }

  start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        try {
          this.handle(req, Buffer.concat(chunks), res)
        } catch (err) {
          res
            .writeHead(500, { 'content-type': 'application/xml' })
            .end(errorXml('InternalError', (err as Error).message))
        }
      })
    })
    return new Promise((resolve, reject) => {
      this.server?.once('error', reject)
      this.server?.listen(port, '127.0.0.1', () => {
        this.port = (this.server?.address() as AddressInfo).port
        resolve()
      })
    })
  }

  stop(): Promise<void> {
    const server = this.server
    this.server = null
    server?.closeAllConnections()
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }

  keys(prefix = ''): string[] {
    return [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort()
  }

  private handle(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stub')
    const [bucket, ...rest] = url.pathname.slice(1).split('/')
    const key = decodeURIComponent(rest.join('/'))
    const method = req.method ?? 'GET'
    const answer = (status: number, headers: Record<string, string | number> = {}, body?: Buffer | string) => {
      this.requests.push({ method, key, status })
      res.writeHead(status, { 'x-amz-request-id': 'stub', ...headers })
      res.end(method === 'HEAD' ? undefined : body)
    }
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'))
      return answer(403, { 'content-type': 'application/xml' }, errorXml('AccessDenied', 'unsigned request'))
    if (bucket !== this.bucket)
      return answer(404, { 'content-type': 'application/xml' }, errorXml('NoSuchBucket', bucket))
    if (!key) return answer(501, { 'content-type': 'application/xml' }, errorXml('NotImplemented', 'bucket operations'))

    if (method === 'PUT') {
      const chunked =
        String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
        String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      const body = chunked ? decodeAwsChunked(raw) : raw
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      const acl = typeof req.headers['x-amz-acl'] === 'string' ? req.headers['x-amz-acl'] : null
      this.objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        etag,
        acl,
        lastModified: new Date(),
      })
      return answer(200, { etag })
    }
    const object = this.objects.get(key)
    if (method === 'DELETE') {
      this.objects.delete(key)
      return answer(204)
    }
    if (method !== 'GET' && method !== 'HEAD')
      return answer(501, { 'content-type': 'application/xml' }, errorXml('NotImplemented', method))
    if (!object) return answer(404, { 'content-type': 'application/xml' }, errorXml('NoSuchKey', key))
    const headers = {
      'content-type': object.contentType,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''))
    if (range && method === 'GET') {
      const start = Number(range[1])
      const end = range[2] ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1
      const part = object.body.subarray(start, end + 1)
      return answer(
        206,
        { ...headers, 'content-length': part.length, 'content-range': `bytes ${start}-${end}/${object.body.length}` },
        part,
      )
    }
    return answer(200, { ...headers, 'content-length': object.body.length }, object.body)
  }
}

import { describe, expect, it } from 'vitest'
import { s3Settings } from './s3'
import type { Env } from '@/config/env'

const base = { S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '0' } as Env

describe('s3Settings (issue 9: media on S3 only when configured)', () => {
  it.each([
    ['no bucket: local disk', {}, null],
    [
      'bucket only: AWS default credentials chain, virtual-hosted style',
      { S3_BUCKET: 'media' },
      { bucket: 'media', options: { region: 'us-east-1', forcePathStyle: false } },
    ],
    [
      'MinIO-style endpoint with keys and path style',
      {
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      },
      {
        bucket: 'media',
        options: {
          region: 'eu-west-1',
          endpoint: 'http://minio:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        },
      },
    ],
    [
      'a key id without its secret is not used',
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' },
      { bucket: 'media', options: { region: 'us-east-1', forcePathStyle: false } },
    ],
  ] as const)('%s', (_name, vars, expected) => {
    expect(s3Settings({ ...base, ...vars } as Env)).toEqual(expected)
  })
})

import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from '@/config/env'

/**
 * Issue 9, "Scale-out": uploaded files on S3-compatible storage when S3_BUCKET is set, on local disk
 * (MEDIA_DIR) otherwise (docs/decisions/0111-media-on-s3.md).
 *
 * - media: images of pages, offers, staff and vehicles, under the key prefix "media/".
 * - resumes: private PII from the careers form, under "resumes/". Objects are written without a
 *   public ACL and every file is still served through Payload's access-checked route
 *   (/api/resumes/file/...), never by a bucket URL, so only sales and admins can open one.
 *
 * The plugin's fields (prefix, _objectKey) are inserted whether S3 is on or not
 * (alwaysInsertFields), so the schema and the committed migrations are the same in every
 * environment and switching storage needs no migration.
 */
export const S3_PREFIXES = { media: 'media', resumes: 'resumes' } as const

export function s3Settings(config: Env): { bucket: string; options: Parameters<typeof s3Storage>[0]['config'] } | null {
  if (!config.S3_BUCKET) return null
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    bucket: config.S3_BUCKET,
    options: {
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE === '1',
      // No credentials in env: the AWS SDK's default chain (instance role, ~/.aws, AWS_* variables).
      ...(credentials ? { credentials } : {}),
    },
  }
}

export function mediaStoragePlugin(config: Env): Plugin {
  const settings = s3Settings(config)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    config: settings?.options ?? {},
    // Never public-read: the bucket stays private and the app serves every file.
    acl: 'private',
    collections: {
      media: { prefix: S3_PREFIXES.media },
      resumes: { prefix: S3_PREFIXES.resumes },
    },
  })
}

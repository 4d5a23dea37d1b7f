import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertKey, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, a local peer); AWS itself when absent. */
  endpoint?: string;
  /** bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle?: boolean;
  /** Put before every key, so the bucket may hold other things. */
  prefix?: string;
  /** Credentials in place of the SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** An S3 bucket through the AWS SDK: AWS's own, or any service that speaks its API. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where the API requires them: S3-compatible services do not all accept the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string) {
    assertKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(key), Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      const bytes = await object.Body!.transformToByteArray();
      return { body: Buffer.from(bytes), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success, so a repeat is harmless. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

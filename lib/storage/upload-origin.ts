// Where a browser sends an admin's direct upload when files live in S3: the pages' connect-src must
// allow it (lib/http/csp.ts). Pure, so the proxy can use it without loading the AWS SDK.
export function s3UploadOrigin(config: { S3_BUCKET?: string; S3_REGION?: string; S3_ENDPOINT?: string }): string | null {
  if (!config.S3_BUCKET || !config.S3_REGION) return null;
  return config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
}

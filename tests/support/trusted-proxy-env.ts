/** Imported FIRST by client-address-trusted-proxy.int.test.ts: docker-compose's network as the trusted proxies. */
process.env.TRUSTED_PROXIES = '172.16.0.0/12'

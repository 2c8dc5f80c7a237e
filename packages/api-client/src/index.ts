export * from './client.ts';
export * from './errors.ts';
export * from './products/get-products.ts';

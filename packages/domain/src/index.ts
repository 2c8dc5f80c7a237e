export * from './locale.ts';
export * from './product-type.ts';
export * from './contract/errors.ts';
export * from './contract/products.ts';

export * from './product-card.tsx';
export * from './site-shell.tsx';

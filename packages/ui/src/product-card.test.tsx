import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  const props = {
    href: '/restaurant/noma',
    name: 'Noma',
    imageSrc: '/media/noma.svg',
    imageAlt: 'Noma',
    meta: 'Christianshavn',
    priceSale: '200 kr.',
    priceRegular: '300 kr.',
    priceRegularLabel: 'Normalpris',
    status: 'in-stock' as const,
    statusLabel: 'Ledige borde',
  };

  it('links the name to the place and shows both prices', () => {
    const { container } = render(<ProductCard {...props} />);
    expect(screen.getByRole('link', { name: 'Noma' }).getAttribute('href')).toBe('/restaurant/noma');
    expect(screen.getByText('200 kr.')).toBeTruthy();
    // The struck price speaks its meaning from hidden text: an aria-label on <s> is ignored.
    const regular = container.querySelector('s.td-price-regular');
    expect(regular?.textContent).toBe('Normalpris 300 kr.');
    expect(regular?.hasAttribute('aria-label')).toBe(false);
  });

  it('marks a sold-out place with its own badge', () => {
    render(<ProductCard {...props} status="soldout" statusLabel="Udsolgt" />);
    expect(screen.getByText('Udsolgt').className).toContain('td-badge--soldout');
  });
});

/**
 * A struck-through regular price. Screen readers ignore both `<s>` itself and an `aria-label` on
 * it (and the W3C checker rejects that label), so the price's meaning is spoken from hidden text
 * inside the element instead.
 */
export function RegularPrice({ label, price }: { label: string; price: string }) {
  return (
    <s className="td-price-regular">
      <span className="td-visually-hidden">{label} </span>
      {price}
    </s>
  );
}

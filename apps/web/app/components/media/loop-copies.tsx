import type { ReactNode } from 'react';

/**
 * The items of a looping ticker or marquee, twice over: the second copy only makes the loop seamless. It is
 * inert (out of the tab order, links included) and aria-hidden too, because inert alone does not keep every
 * screen reader's virtual cursor out, and each item would be read twice.
 */
export function LoopCopies({
  items,
  listClassName,
  itemClassName,
}: {
  items: ReactNode[];
  listClassName: string | undefined;
  itemClassName: string | undefined;
}) {
  const copy = (second: boolean) => (
    <ul className={listClassName} inert={second || undefined} aria-hidden={second || undefined}>
      {items.map((item, index) => (
        <li key={index} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {copy(false)}
      {copy(true)}
    </>
  );
}

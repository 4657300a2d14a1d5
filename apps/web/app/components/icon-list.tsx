import { Icon, type IconName } from "./icon";

/** A list whose items each open with the same icon: pros (a check), cons (a minus), security features (a shield). */
export function IconList({
  items,
  icon,
  iconClassName,
  className,
  testId,
}: {
  items: readonly string[];
  icon: IconName;
  /** The icon's colour. */
  iconClassName: string;
  className: string;
  testId?: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name={icon} className={`mt-0.5 size-4 shrink-0 ${iconClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

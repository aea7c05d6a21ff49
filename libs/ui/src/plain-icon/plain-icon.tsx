/**
 * A Material icon as plain SVG from its path (Material Icons, Apache-2.0), sized and coloured by the CSS around it:
 * for parts repeated hundreds of times (list rows, file tiles), where a MUI SvgIcon computes its styles per instance.
 */
export function plainIcon(d: string, className?: string) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

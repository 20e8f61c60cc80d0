interface IconProps {
  /** Inner SVG markup from icons.generated.ts (e.g. `biHouseDoor`). */
  svg: string;
  size?: number;
  className?: string;
}

/** A decorative Bootstrap icon drawn inline (hidden from assistive technology). */
export function Icon({ svg, size = 18, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ? `bi ${className}` : 'bi'}
      // Static markup from bootstrap-icons (icons.generated.ts), never user data.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

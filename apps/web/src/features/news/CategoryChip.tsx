import type { NewsCategoryVariant } from '@koinonia/contracts';

/**
 * A category's chip, in its colour (the spec's `categoryVariant`): Bootstrap's subtle background
 * and emphasis text, which keep their contrast in both themes; `solid` for the chosen filter.
 */
export function chipClass(variant: NewsCategoryVariant, solid = false): string {
  return solid
    ? `news-chip text-bg-${variant} border border-${variant}`
    : `news-chip bg-${variant}-subtle text-${variant}-emphasis border border-${variant}-subtle`;
}

export function CategoryChip({
  label,
  variant,
  className = '',
}: {
  label: string;
  variant: NewsCategoryVariant;
  className?: string;
}) {
  return <span className={`${chipClass(variant)} ${className}`}>{label}</span>;
}

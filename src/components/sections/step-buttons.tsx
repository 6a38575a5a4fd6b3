import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';

export type StepButtonsProps = {
  /** What one step shows, in the buttons' names ('Previous worker', 'Next image'). */
  itemName: string;
  onPrevious: () => void;
  onNext: () => void;
  /** A carousel at its first or last page cannot step further that way. */
  canPrevious?: boolean;
  canNext?: boolean;
  /** `outline` on the page's surfaces, `media` over imagery (the lightbox). */
  variant?: Extract<ButtonProps['variant'], 'outline' | 'media'>;
  className?: string;
};

/** The icon-only previous and next buttons of a carousel or a lightbox. */
export function StepButtons({
  itemName,
  onPrevious,
  onNext,
  canPrevious = true,
  canNext = true,
  variant = 'outline',
  className,
}: StepButtonsProps) {
  const steps = [
    { label: `Previous ${itemName}`, Icon: ArrowLeftIcon, enabled: canPrevious, onClick: onPrevious },
    { label: `Next ${itemName}`, Icon: ArrowRightIcon, enabled: canNext, onClick: onNext },
  ];
  return (
    <div className={cn('flex', className)}>
      {steps.map(({ label, Icon, enabled, onClick }) => (
        <Button key={label} variant={variant} size="icon" aria-label={label} disabled={!enabled} onClick={onClick}>
          <Icon size="sm" />
        </Button>
      ))}
    </div>
  );
}

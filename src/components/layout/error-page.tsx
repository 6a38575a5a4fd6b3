// The router's error page: the message always, the stack only in development.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { Button } from '@/components/ui/button';

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Container className="flex flex-col gap-6 pt-40 pb-section">
      <Heading level={1}>Unexpected Application Error!</Heading>
      <div role="alert">
        <Text size="lg" status="error">
          {message}
        </Text>
      </div>
      {import.meta.env.DEV && error instanceof Error && error.stack && (
        <pre className="overflow-auto rounded-md bg-surface-muted p-4 font-mono text-sm">{error.stack}</pre>
      )}
      <div>
        <Button onClick={reset}>Try again</Button>
      </div>
    </Container>
  );
}

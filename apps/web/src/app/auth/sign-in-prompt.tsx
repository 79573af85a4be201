import { LockKeyhole } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { useNeedLogin } from './use-need-login.tsx';

/** Pages the check-username guard lets visitors into, whose content needs an account. */
export function SignInPrompt({ title, text, action }: { title: string; text?: string; action: string }) {
  const needLogin = useNeedLogin();
  return (
    <>
      <EmptyState
        icon={<LockKeyhole />}
        title={title}
        actions={
          <Button onClick={needLogin.requestLogin} aria-haspopup="dialog">
            {action}
          </Button>
        }
      >
        {text && <p>{text}</p>}
      </EmptyState>
      {needLogin.dialog}
    </>
  );
}

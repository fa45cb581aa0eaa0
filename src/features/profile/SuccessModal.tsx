import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';

/** The confirmation after a security change, closed with 'Done'. */
export function SuccessModal({ message, onDone }: { message: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Success`} hideTitle onClose={onDone}>
      <div className="success-modal" role="status">
        <CheckCircle2 aria-hidden="true" size={48} className="success-icon" />
        <p className="success-message">{message}</p>
        <Button block onClick={onDone} data-autofocus>
          <Trans>Done</Trans>
        </Button>
      </div>
    </Modal>
  );
}

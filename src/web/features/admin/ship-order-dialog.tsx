import { useState, type FormEvent } from 'react';
import {
  AWB_MAX_LENGTH,
  COURIER_NAME_MAX_LENGTH,
  COURIER_NAMES,
  COURIERS,
  ShipmentInputSchema,
  type ShipmentInput,
} from '../../../contract/couriers';
import { SHIP_DIALOG_TEXT } from '../../../contract/messages/back-office';
import { shortOrderId } from '../../../contract/order-texts';
import { DialogShell } from '../../components/dialog-shell';
import { describedBy, FormField, INPUT } from './form-field';

interface ShipOrderDialogProps {
  open: boolean;
  orderId: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (shipment: ShipmentInput) => void;
}

type Field = 'courier' | 'courierName' | 'awb';
type Errors = Partial<Record<Field, string>>;

/**
 * Marking an order shipped: the courier (or "Other" with its name) and the AWB number, both required, checked with
 * the server's own rule (src/contract/couriers.ts) before they are sent. The body is rendered only while open, so
 * each order starts with an empty form.
 */
export function ShipOrderDialog({ open, orderId, busy, onCancel, onConfirm }: ShipOrderDialogProps) {
  const formId = `ship-${orderId}`;
  return (
    <DialogShell
      open={open}
      title={SHIP_DIALOG_TEXT.title(shortOrderId(orderId))}
      onClose={onCancel}
      busy={busy}
      placement="bottom-on-phone"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {SHIP_DIALOG_TEXT.cancel}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={busy}>
            {busy ? SHIP_DIALOG_TEXT.saving : SHIP_DIALOG_TEXT.confirm}
          </button>
        </div>
      }
    >
      <ShipmentForm formId={formId} onConfirm={onConfirm} />
    </DialogShell>
  );
}

function ShipmentForm({
  formId,
  onConfirm,
}: {
  formId: string;
  onConfirm: (shipment: ShipmentInput) => void;
}) {
  const [courier, setCourier] = useState('');
  const [courierName, setCourierName] = useState('');
  const [awb, setAwb] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const other = courier === 'other';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShipmentInputSchema.safeParse({
      courier,
      awb,
      ...(other ? { courierName } : {}),
    });
    if (parsed.success) return onConfirm(parsed.data);
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setErrors(found);
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-ink-soft">{SHIP_DIALOG_TEXT.intro}</p>
      <FormField id={`${formId}-courier`} label={SHIP_DIALOG_TEXT.courier} error={errors.courier}>
        <select
          id={`${formId}-courier`}
          className={INPUT}
          value={courier}
          required
          // The first thing to fill in: focus lands here when the dialog opens.
          autoFocus
          onChange={(event) => {
            setCourier(event.target.value);
            setErrors((current) => ({ ...current, courier: undefined }));
          }}
          {...describedBy(`${formId}-courier`, errors.courier)}
        >
          <option value="">{SHIP_DIALOG_TEXT.chooseCourier}</option>
          {COURIERS.map((id) => (
            <option key={id} value={id}>
              {id === 'other' ? SHIP_DIALOG_TEXT.otherCourier : COURIER_NAMES[id]}
            </option>
          ))}
        </select>
      </FormField>
      {other && (
        <FormField id={`${formId}-name`} label={SHIP_DIALOG_TEXT.courierName} error={errors.courierName}>
          <input
            id={`${formId}-name`}
            className={INPUT}
            value={courierName}
            maxLength={COURIER_NAME_MAX_LENGTH}
            required
            autoComplete="off"
            onChange={(event) => {
              setCourierName(event.target.value);
              setErrors((current) => ({ ...current, courierName: undefined }));
            }}
            {...describedBy(`${formId}-name`, errors.courierName)}
          />
        </FormField>
      )}
      <FormField
        id={`${formId}-awb`}
        label={SHIP_DIALOG_TEXT.awb}
        error={errors.awb}
        hint={SHIP_DIALOG_TEXT.awbHint}
      >
        <input
          id={`${formId}-awb`}
          className={`${INPUT} font-mono`}
          value={awb}
          maxLength={AWB_MAX_LENGTH}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setAwb(event.target.value);
            setErrors((current) => ({ ...current, awb: undefined }));
          }}
          {...describedBy(`${formId}-awb`, errors.awb, SHIP_DIALOG_TEXT.awbHint)}
        />
      </FormField>
    </form>
  );
}

// The form state lives in lib so that every feature's forms share it.
export { useForm } from '../../lib/use-form';

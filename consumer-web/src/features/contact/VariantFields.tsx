import { AI_FEEDBACK_VERDICTS, FEEDBACK_TOPICS, type FeedbackVariant } from '@lease/domain';
import { ChoiceField } from '../../ui/ChoiceField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { ContactValues, TypedField } from './validate-contact';

interface VariantFieldsProps {
  variant: FeedbackVariant;
  values: ContactValues;
  change: (field: TypedField) => (value: string) => void;
  errorFor: (field: TypedField) => string | undefined;
}

/** The question only one variant asks: what a message is about, who is advertising, or how the AI search did. */
export function VariantFields({ variant, values, change, errorFor }: VariantFieldsProps) {
  if (variant === 'feedback') {
    return (
      <SelectField
        id="contact-topic"
        label="What is it about?"
        placeholder="Choose a subject"
        options={FEEDBACK_TOPICS}
        required
        value={values.topic}
        onChange={(event) => change('topic')(event.target.value)}
        error={errorFor('topic')}
      />
    );
  }
  if (variant === 'advertising') {
    return (
      <div className="field-pair">
        <TextField
          id="contact-company"
          label="Company"
          autoComplete="organization"
          required
          value={values.company}
          onChange={(event) => change('company')(event.target.value)}
          error={errorFor('company')}
        />
        <TextField
          id="contact-website"
          label="Website"
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="Such as www.example.co.uk"
          value={values.website}
          onChange={(event) => change('website')(event.target.value)}
          error={errorFor('website')}
        />
      </div>
    );
  }
  return (
    <ChoiceField
      id="contact-verdict"
      legend="How did the AI search do?"
      options={AI_FEEDBACK_VERDICTS}
      value={values.verdict}
      onChange={change('verdict')}
      error={errorFor('verdict')}
    />
  );
}

// A list of questions that open one at a time (Ark UI Accordion).
import { Accordion } from '@ark-ui/react/accordion';
import { SmallChevronDownIcon } from '@/components/ui/icons';
import type { Faq } from './help-content';

export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion.Root collapsible className="divide-y divide-slate-200">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className="py-1">
          <h3>
            <Accordion.ItemTrigger className="group flex w-full items-center justify-between gap-3 rounded-lg py-3 text-start font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
              <span className="min-w-0 break-words">{faq.question}</span>
              <Accordion.ItemIndicator className="shrink-0 text-slate-400 transition-transform data-[state=open]:rotate-180">
                <SmallChevronDownIcon className="size-5" />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent className="pb-3 text-sm leading-relaxed text-slate-600">{faq.answer}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

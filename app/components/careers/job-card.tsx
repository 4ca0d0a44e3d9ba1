import "~/lib/purge-expired-copies";

import { useId, useState } from "react";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { Briefcase, ChevronDown, Clock, MapPin } from "~/components/ui/icons";
import { requestApplication } from "~/lib/apply-requests";
import { cn } from "~/lib/cn";
import { JOB_CARD_REQUIREMENTS } from "~/lib/jobs";

import { originalLangOf } from "../../../model/languages";
import type { Job } from "../../../model/schemas/jobs";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

type JobTexts = Texts<KeysIn<"jobs">>;

/**
 * One open position: the first three requirements and "+N more" (SPEC section 3), and a disclosure that
 * shows every requirement and the benefits. An island: Apply Now hands the job to the application form, another
 * island (app/lib/apply-requests.ts).
 */
export function JobCard({ job, texts }: { job: Job; texts: JobTexts }) {
  const t = translator(texts);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const requirementsId = `${id}-requirements`;
  const benefitsId = `${id}-benefits`;
  const hiddenCount = Math.max(job.requirements.length - JOB_CARD_REQUIREMENTS, 0);
  // On a further language's page, each of the job file's texts still in the original says so (docs/decisions/0068).
  const langOf = (field: keyof Job) => originalLangOf(job, field);

  return (
    <Card id={job.id} className="h-full transition-shadow hover:shadow-raised">
      <CardBody>
        <Badge lang={langOf("department")} className="self-start">
          {job.department}
        </Badge>
        <h3 id={titleId} lang={langOf("title")} className="text-xl leading-snug font-bold text-ink-950">
          {job.title}
        </h3>
        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
          <JobFact icon={MapPin} term={t("jobs.location")} value={job.location} lang={langOf("location")} />
          <JobFact icon={Briefcase} term={t("jobs.type")} value={job.type} lang={langOf("type")} />
          <JobFact
            icon={Clock}
            term={t("jobs.experience")}
            value={job.experience}
            lang={langOf("experience")}
          />
        </dl>
        <div
          lang={langOf("descriptionHtml")}
          className="space-y-3 leading-7 text-ink-600 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2"
          // The job file's Markdown, compiled and sanitized at build time (scripts/content/markdown.ts).
          dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
        />

        <div>
          <h4 className="eyebrow text-ink-900">{t("jobs.requirements")}</h4>
          <ul
            id={requirementsId}
            lang={langOf("requirements")}
            className="bullet-list mt-3 space-y-2 bullet-list-sm text-ink-700"
          >
            {job.requirements.map((requirement, index) => (
              <li key={requirement} hidden={!expanded && index >= JOB_CARD_REQUIREMENTS}>
                {requirement}
              </li>
            ))}
          </ul>
          {hiddenCount > 0 && !expanded ? (
            <p className="mt-2 pl-4 text-sm font-semibold text-brand-700">
              {t("jobs.more", { count: hiddenCount })}
            </p>
          ) : null}
        </div>

        <div id={benefitsId} hidden={!expanded}>
          <h4 className="eyebrow text-ink-900">{t("jobs.benefits")}</h4>
          <ul lang={langOf("benefits")} className="bullet-list mt-3 space-y-2 bullet-list-sm text-ink-700">
            {job.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </CardBody>
      <CardFooter className="flex-col-reverse sm:flex-row">
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={`${requirementsId} ${benefitsId}`}
          onClick={() => setExpanded(!expanded)}
          className="w-full sm:w-auto"
        >
          {t("jobs.details")}
          <span className="sr-only"> {t("jobs.forJob", { title: job.title })}</span>
          <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} />
        </Button>
        <Button onClick={() => requestApplication(job.title)} className="w-full sm:w-auto">
          {t("jobs.apply")}
          <span className="sr-only"> {t("jobs.forJob", { title: job.title })}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The open positions, an island of one card each: a card's disclosure is its own state, Apply Now reaches the
 * application form through app/lib/apply-requests.ts.
 */
export function JobCardList({ jobs, texts }: { jobs: ReadonlyArray<Job>; texts: JobTexts }) {
  return (
    <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} texts={texts} />
        </li>
      ))}
    </ul>
  );
}

function JobFact({
  icon: Icon,
  term,
  value,
  lang,
}: {
  icon: typeof MapPin;
  term: string;
  value: string;
  lang: string | undefined;
}) {
  return (
    <div className="inline-flex items-center gap-1.5">
      <dt>
        <Icon className="size-4 text-ink-500" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd lang={lang}>{value}</dd>
    </div>
  );
}

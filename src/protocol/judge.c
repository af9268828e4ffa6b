/* judge.c — an answer against what the rules give (see judge.h). */
#include "judge.h"
#include "outcome.h"

#include <string.h>

/* A string's fold, or LC_FOLD_BAD for anything else. */
static uint64_t fold_string(const json_t *v)
{
    return json_is_string(v) ? lc_fold_word(json_string_value(v), json_string_length(v)) : LC_FOLD_BAD;
}

/* grids, remedy and notes of a tree, folded as the light path folds them */
static void rest_of(lc_answer_rest *r, const json_t *j)
{
    const json_t *grids = json_object_get(j, "grids"), *remedy = json_object_get(j, "remedy"),
                 *notes = json_object_get(j, "notes"), *v;
    const char *name;
    size_t i;
    *r = (lc_answer_rest){.has = (grids ? 1u << LC_LEFT_GRIDS : 0) | (remedy ? 1u << LC_LEFT_REMEDY : 0) |
                                 (notes ? 1u << LC_LEFT_NOTES : 0),
                          .remedy = remedy ? fold_string(remedy) : 0};
    r->grids = grids && !json_is_object(grids) ? LC_FOLD_BAD : 0;
    json_object_foreach((json_t *)grids, name, v)
        r->grids += json_is_integer(v) ? lc_fold_grid(lc_fold_word(name, strlen(name)), json_integer_value(v))
                                       : LC_FOLD_BAD;
    r->notes = notes && !json_is_array(notes) ? LC_FOLD_BAD : 0;
    json_array_foreach(notes, i, v)
        r->notes += fold_string(v);
}

void lc_answer_of_json(const json_t *j, lc_answer_fields *f)
{
    const json_t *st = json_object_get(j, "status"), *am = json_object_get(j, "amount_cents");
    memset(f, 0, sizeof *f);
    f->status = -1;
    for (int i = LC_LOSE; i <= LC_ANOMALY && json_is_string(st) && json_is_integer(am); i++)
        if (!strcmp(json_string_value(st), lc_status_word((lc_status)i))) {
            f->status = i;
            f->amount = json_integer_value(am);
        }
    if (json_object_get(j, "error"))   /* an error, whatever else the line says */
        f->status = -1;
    rest_of(&f->rest, j);
}

int lc_answer_judge(const lc_answer_fields *want, unsigned asked, const lc_answer_fields *got, unsigned *left)
{
    *left = 0;
    if (got->status < 0)
        return LC_JUDGE_NO_ANSWER;
    if (got->status != want->status)
        return LC_JUDGE_STATUS;
    if (got->amount != want->amount)
        return LC_JUDGE_AMOUNT;
    unsigned both = want->rest.has & got->rest.has;
    *left = asked & ~got->rest.has;
    if (both >> LC_LEFT_GRIDS & 1 && got->rest.grids != want->rest.grids)
        return LC_LEFT_GRIDS;
    if (both >> LC_LEFT_REMEDY & 1 && got->rest.remedy != want->rest.remedy)
        return LC_LEFT_REMEDY;
    if (both >> LC_LEFT_NOTES & 1 && got->rest.notes != want->rest.notes)
        return LC_LEFT_NOTES;
    return -1;
}

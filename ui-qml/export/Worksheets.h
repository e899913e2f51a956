#pragma once
/// The classroom's printouts as PDF, in the language whose translation is installed (labels) and the
/// lesson language given (the lesson's own texts):
/// - a lesson worksheet: learning goal, introduction, the lesson's map, the task, the start, cards and
///   card budget, a table for the moves and lines for an explanation; then, on a page of its own, the
///   answer key: the solver's shortest solution (lessons/solver.h) with the ket after every card, why
///   it works, the misconception to listen for, and the hints;
/// - the Bell-demo handout: one page with the circuit, the ket after each card, both ships' Bloch
///   spheres, 100 shots in ZZ and in XX, how to read the verdict, and questions.

#include <QString>

#include "lessons/language.h"
#include "lessons/lesson.h"

namespace worksheets {

/// Writes the worksheet of `lesson` (number `number` of `count` in the course) to `path`. False with
/// `error` set when the file cannot be written.
bool writeLessonWorksheet(const entanglion::lessons::Lesson& lesson, int number, int count,
                          entanglion::lessons::Language language, const QString& path, QString* error);

/// Writes the one-page handout of the Bell demo for `variant` (0 Φ+, 1 Φ-, 2 Ψ+, 3 Ψ-).
bool writeBellHandout(int variant, const QString& path, QString* error);

}  // namespace worksheets

"""The words of a class activity on the classroom server
(``mextrain.serve.classes``): the student's exercise page, the teacher's
results page, the projector's summary and the class part of the teacher
page. One function per message, each through the words layer.

>>> from mextrain.words import words
>>> first_tries(words("cs"), 2, 3)
'2 z 3'
"""

from __future__ import annotations


def student_words(w) -> dict:
    """The words a student's exercise page needs, by key."""
    from . import exercises as say
    from . import lessons as lesson_words
    return {
        "title": w._("Mexican Train: exercises"),
        "connecting": w._("Connecting\u2026"),
        "reconnecting": w._("Connection lost: reconnecting\u2026"),
        "name": w._("Your first name"),
        "start": w.p("button", "Start"),
        "hello": w._("{name}: exercise {n} of {count}"),
        "check": lesson_words.check(w),
        "hint": say.hint_button(w),
        "explain": say.explain_button(w),
        "answer": lesson_words.your_answer(w),
        "previous": w.p("button", "Previous"),
        "next": w.p("button", "Next exercise"),
        "done": w._("That was the last exercise: well done. Wait for your teacher."),
        "to_table": w.p("button", "Go to your table"),
        "sent": w._("Sent\u2026"),
    }


def wait_for_table(w, players: int) -> str:
    return w.n("You have done every exercise. Wait for the next classmate to finish: you will play at a table "
               "of {n} together.",
               "You have done every exercise. Wait for the next classmates to finish: you will play at a table "
               "of {n} together.", players)


def table_ready(w) -> str:
    return w._("Your table is ready: go to it and play with the classmates who finished with you.")


def rest_seated(w, n: int) -> str:
    """What "Seat the rest now" did: the students who waited are at a table, bots in its other seats."""
    return w.n("The student who waited is now at a table, with bots in the empty seats.",
               "The {n} students who waited are now at a table, with bots in the empty seats.", n)


def nobody_waits(w) -> str:
    return w._("Nobody is waiting for a table: nothing changed.")


def no_class_table(w) -> str:
    return w._("This class has no table after its exercises.")


def then_table(w, players: int) -> str:
    """A class that goes on to tables, as the teacher page lists it."""
    return w.n("then a table of {n} player", "then tables of {n} players", players)


def bad_name(w, most: int) -> str:
    return w._("Type your first name (at most {n} letters), then Start.", n=most)


def unknown_class(w) -> str:
    return w._("This link does not lead to any class. Check it, or ask your teacher for a new one.")


def class_ended(w) -> str:
    return w._("The teacher ended this class: every name and answer in it has been deleted.")


def deleted_note(w) -> str:
    """What "End class" does, said before the teacher presses it."""
    return w._("Ending the class deletes every student's name and answers from the server. "
               "Download the CSV first to keep them.")


def results_words(w) -> dict:
    """The words of the teacher's results page and the projector's summary."""
    return {
        "title": w._("Class results"),
        "summary_title": w._("Class summary"),
        "students": w._("Students"),
        "rules": w._("Rules, the most missed first"),
        "student": w._("Student"),
        "rule": w.p("progress", "Rule"),
        "done": w._("Exercises done"),
        "first": w.p("progress", "Right at the first try"),
        "attempts": w._("Attempts"),
        "hints": w._("Hints"),
        "missed": w._("Missed at the first try"),
        "of": first_tries(w, "{right}", "{tried}"),
        "none": w._("No answers yet."),
        "answered": w._("Students who answered: {n}"),
        "join": w._("Students join here"),
        "summary": w._("Projector summary (no names)"),
        "csv": w.p("button", "Download CSV"),
        "end": w.p("button", "End class"),
        "waiting": w._("Waiting for a table: {n}"),
        "seat_rest": w.p("button", "Seat the rest now"),
        "confirm": w._("End the class and delete every name and answer in it?"),
        "deleted": deleted_note(w),
        "ended": class_ended(w),
        "connecting": w._("Connecting\u2026"),
        "reconnecting": w._("Connection lost: reconnecting\u2026"),
    }


def first_tries(w, right, tried) -> str:
    """Right at the first try, of the exercises tried: "2 of 3"."""
    return w._("{right} of {tried}", right=right, tried=tried)


def teacher_words(w) -> dict:
    """The class part of the teacher page."""
    return {
        "new": w._("New class: lessons' exercises"),
        "lessons": w._("Lessons"),
        "lesson": w._("Lesson {n}"),
        "language": w._("Language"),
        "start": w.p("button", "Start the class"),
        "then_table": w._("Then a table"),
        "table_size": w._("Players at each table"),
        "classes": w._("Classes"),
        "none": w._("No classes yet."),
        "results": w._("Results"),
        "join": w._("Students join here"),
        "made": w._("The class is ready: students open the link or scan the code."),
        "error": w._("Could not do that: {message}"),
    }


def exercise_count(w, n: int) -> str:
    return w.n("{n} exercise", "{n} exercises", n)


def csv_header(w) -> list[str]:
    """The columns of the results' CSV file, one row per student and rule."""
    return [w._("Student"), w.p("progress", "Rule"), w._("Exercises done"), w.p("progress", "Right at the first try"), w._("Attempts"),
            w._("Hints")]


def no_such_class(w) -> str:
    return w._("There is no such class (it may have ended).")

"""Everything that moves on the table goes through one :class:`Animator`.

:meth:`Animator.move` is the single entry point to move a card (position, rotation, z, face,
duration, delay). Cards rise above the others while in flight and settle at their final z.
One timer drives every motion; :attr:`Animator.idle` is emitted once when the last motion
ends, and :meth:`Animator.finish_all` puts every card at its destination at once (a click
during an animation), without ever spinning the event loop.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QTransform

from ..card_item import CardItem
from .geometry import Place

FLIGHT_Z = 10_000.0
FRAME_MS = 16


def _ease(t: float) -> float:
    """Ease in and out (cubic), so cards start and land softly."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


@dataclass
class _Motion:
    item: CardItem | None  # None: a pause
    start: QPointF
    end: QPointF
    rot0: float
    rot1: float
    z: float
    face_up: bool | None
    begin: int  # ms on the animator's clock
    duration: int
    flip: bool
    started: bool = False
    far: bool = True


class Animator(QObject):
    """Moves cards over time; says when all motion has finished."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0  # duration factor; 0 = no animation
        self._motions: dict[int, _Motion] = {}  # by id(item) (pauses by a counter)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._pause_ids = 0
        self._flight_order = 0
        self.frames = 0  # ticks run (the FPS measurement reads this)

    @property
    def busy(self) -> bool:
        """Whether anything is still moving (or a pause is running)."""
        return bool(self._motions)

    def move(self, item: CardItem, pos: QPointF, *, z: float, rotation: float = 0.0,
             face_up: bool | None = None, duration: int = 300, delay: int = 0) -> None:
        """Move ``item`` to ``pos`` (its centre) in ``duration`` ms after ``delay`` ms."""
        duration = int(duration * self.speed)
        delay = int(delay * self.speed)
        old = self._motions.pop(id(item), None)
        if old is not None and old.face_up is not None and face_up is None:
            face_up = old.face_up
        if duration <= 0 and delay <= 0:
            self._place(item, pos, rotation, z, face_up)
            if not self._motions:
                self._timer.stop()
                if old is not None:  # a running motion was cut short: say that all is done
                    QTimer.singleShot(0, self._idle_if_done)
            return
        flip = face_up is not None and face_up != item.face_up
        self._motions[id(item)] = _Motion(item, QPointF(item.pos()), QPointF(pos), item.rotation(),
                                          rotation, z, face_up, self._clock.elapsed() + delay,
                                          max(1, duration), flip)
        self._start_timer()

    def wait(self, duration: int) -> None:
        """A pause in the sequence (e.g. to see a full trick before it is gathered)."""
        duration = int(duration * self.speed)
        if duration <= 0:
            return
        self._pause_ids += 1
        self._motions[-self._pause_ids] = _Motion(None, QPointF(), QPointF(), 0, 0, 0, None,
                                                  self._clock.elapsed(), duration, False)
        self._start_timer()

    def is_moving(self, item: CardItem) -> bool:
        """Whether ``item`` has a motion pending."""
        return id(item) in self._motions

    def finish_all(self) -> None:
        """Put every moving card at its destination now and emit :attr:`idle`."""
        if not self._motions:
            return
        motions, self._motions = list(self._motions.values()), {}
        self._timer.stop()
        for m in motions:
            if m.item is not None:
                self._place(m.item, m.end, m.rot1, m.z, m.face_up)
        self.idle.emit()

    def finish(self, item: CardItem) -> None:
        """Put ``item`` at the end of its motion now (the others go on)."""
        motion = self._motions.pop(id(item), None)
        if motion is not None and motion.item is not None:
            self._place(motion.item, motion.end, motion.rot1, motion.z, motion.face_up)
        if motion is not None and not self._motions:
            self._timer.stop()
            QTimer.singleShot(0, self._idle_if_done)

    def cancel(self, item: CardItem) -> None:
        """Stop moving ``item`` where it is (a drag picked it up)."""
        motion = self._motions.pop(id(item), None)
        if motion is not None and motion.item is not None:
            motion.item.lift = 0.0
            motion.item.setTransform(QTransform())
            if motion.face_up is not None:
                motion.item.set_face_up(motion.face_up)
        if not self._motions:
            self._timer.stop()
            if motion is not None:
                QTimer.singleShot(0, self._idle_if_done)

    def _idle_if_done(self) -> None:
        if not self._motions:
            self.idle.emit()

    def _start_timer(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    @staticmethod
    def _place(item: CardItem, pos: QPointF, rotation: float, z: float,
               face_up: bool | None) -> None:
        item.setTransform(QTransform())
        item.lift = 0.0
        item.setPos(pos)
        item.setRotation(rotation)
        item.setZValue(z)
        if face_up is not None:
            item.set_face_up(face_up)
        item.update()

    def _tick(self) -> None:
        self.frames += 1
        now = self._clock.elapsed()
        done: list[int] = []
        for key, m in self._motions.items():
            if now < m.begin:
                continue
            t = min(1.0, (now - m.begin) / m.duration)
            item = m.item
            if item is None:
                if t >= 1.0:
                    done.append(key)
                continue
            if not m.started:  # take off: rise above everything that is not flying
                m.started = True
                m.start = QPointF(item.pos())
                m.rot0 = item.rotation()
                # A card sliding along its own hand (the fan closing up) keeps its place in
                # the stack; only a real journey lifts it above the others.
                m.far = (m.end - m.start).manhattanLength() > item.width * 1.2
                self._flight_order += 1
                item.setZValue(FLIGHT_Z + self._flight_order if m.far else m.z)
            if t >= 1.0:
                done.append(key)
                self._place(item, m.end, m.rot1, m.z, m.face_up)
                continue
            e = _ease(t)
            item.setPos(m.start + (m.end - m.start) * e)
            item.setRotation(m.rot0 + (m.rot1 - m.rot0) * e)
            item.lift = math.sin(math.pi * t) if m.far else 0.0
            if m.flip:  # turn the card over: squeeze to an edge, swap the face, open again
                item.setTransform(QTransform.fromScale(max(0.04, abs(math.cos(math.pi * t))), 1))
                if t >= 0.5 and m.face_up is not None:
                    item.set_face_up(m.face_up)
            item.update()
        for key in done:
            self._motions.pop(key, None)
        if not self._motions:
            self._timer.stop()
            self._flight_order = 0
            self.idle.emit()


class CardPlacer:
    """Puts card items at their places through the :class:`Animator`, moving only those
    whose place changed (a card already there, or already going there, is left alone)."""

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.targets: dict[int, Place | None] = {}  # by card: where its item was last sent
        self.held: CardItem | None = None  # the item under the pointer in a drag

    def forget(self) -> None:
        """Every place must be given again (the window was resized, a match was reset)."""
        self.targets = {}

    def place(self, item: CardItem, place: Place | None, *, duration: int, delay: int = 0) -> bool:
        """Send ``item`` to ``place`` (``None`` hides it); ``True`` if it had to move."""
        if place is None:
            self.targets[item.card] = None
            item.setVisible(False)
            return False
        item.setVisible(True)
        if item is self.held or place.same(self.targets.get(item.card)):
            return False
        self.targets[item.card] = place
        self.animator.move(item, place.pos, z=place.z, rotation=place.rotation,
                           face_up=place.face_up, duration=duration, delay=delay)
        return True

    def swap(self, a: CardItem, b: CardItem) -> None:
        """Two face-down items trade places at once (one stands in for the other)."""
        self.animator.finish(a)
        self.animator.finish(b)
        pos_a, rot_a, z_a = QPointF(a.pos()), a.rotation(), a.zValue()
        a.setPos(b.pos())
        a.setRotation(b.rotation())
        a.setZValue(b.zValue())
        b.setPos(pos_a)
        b.setRotation(rot_a)
        b.setZValue(z_a)
        a.setVisible(b.isVisible() or a.isVisible())
        ta, tb = self.targets.get(a.card), self.targets.get(b.card)
        self.targets[a.card], self.targets[b.card] = tb, ta

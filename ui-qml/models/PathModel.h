#pragma once
/// Every line of the printed map, for drawing: the printed paths (card label, blue solid line for
/// Mercurial, red dashed line for Rubicon, printed note) and the grey CNOT entry/exit lines.
/// Each row is a quadratic curve in map space (straight when the bend is 0); a few paths are drawn
/// as arcs, as on the printed board, so that they do not run over other planets.

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "game/board/board.h"
#include "ui-qml/models/MapLayout.h"

class PathModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int printedPathCount READ printedPathCount CONSTANT)
    Q_PROPERTY(int entryLineCount READ entryLineCount CONSTANT)
    /// How large the card labels are (MapLayout's step; writing a wanted scale snaps it to one).
    /// The labels are placed anew along their lines for it.
    Q_PROPERTY(double textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged)
    Q_PROPERTY(int labelPixelSize READ labelPixelSize NOTIFY textScaleChanged)

public:
    enum Role {
        EntryRole = Qt::UserRole + 1,  ///< a grey CNOT entry/exit line, not a printed path
        FromRole,                     ///< planet id
        ToRole,
        LabelRole,  ///< "X/CNOT"; "CNOT" on the shortest entry line from each Centarious planet
        MercurialLineRole,
        RubiconLineRole,
        NoteRole,
        X1Role,
        Y1Role,
        X2Role,
        Y2Role,
        ControlXRole,  ///< quadratic control point
        ControlYRole,
        LabelXRole,  ///< where the label sits (on the curve, clear of other lines: MapLayout)
        LabelYRole,
        NormalXRole,  ///< unit normal of the chord, to draw the two ships' lines side by side
        NormalYRole,
        HighlightRole,  ///< part of the move being previewed
        FromNameRole,   ///< the planets' names in the UI's language
        ToNameRole,
    };
    Q_ENUM(Role)

    explicit PathModel(QObject* parent = nullptr);
    PathModel(const entanglion::Board& board, QObject* parent);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int printedPathCount() const { return m_printedPaths; }
    int entryLineCount() const { return static_cast<int>(m_rows.size()) - m_printedPaths; }
    double textScale() const { return m_textScale; }
    void setTextScale(double wanted);
    int labelPixelSize() const { return m_labelPixelSize; }

    /// Highlights the lines joining `from` to `to` (a previewed move); nullopt clears.
    void setPreview(const std::optional<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& move);

    /// The row of the printed path between two planet ids (either order), or -1.
    Q_INVOKABLE int pathRow(const QString& planetA, const QString& planetB) const;

signals:
    void textScaleChanged();

private:
    /// Takes the label spots of `layout` (MapLayout: the curves do not change with the text).
    void placeLabels(const mapLayout::Layout& layout);

    struct Row {
        bool entry = false;
        entanglion::Planet from{};
        entanglion::Planet to{};
        QString label;
        bool mercurial = false;
        bool rubicon = false;
        QString note;
        double x1 = 0, y1 = 0, x2 = 0, y2 = 0, cx = 0, cy = 0, lx = 0, ly = 0, nx = 0, ny = 0;
        bool highlight = false;
    };

    std::vector<Row> m_rows;
    int m_printedPaths = 0;
    double m_textScale = 1;
    int m_labelPixelSize = 0;
    const entanglion::Board& m_board;
};

extension TupleView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        var index = 0
        for element in repeat each value {
            list.append((index, element))
            index += 1
        }
    }
}

extension _ConditionalContent: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        switch storage {
        case .first(let view): list.append((0, view))
        case .second(let view): list.append((1, view))
        }
    }
}

extension Optional: _MultiView where Wrapped: View {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        if let view = self { list.append((0, view)) }
    }
}

extension EmptyView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {}
}

extension Group: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, content)) }
}

extension AnyView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((typeID, view)) }
}

extension _IdentifiedView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((id, content)) }
}

extension ForEach: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        list.reserveCapacity(list.count + data.count)
        for element in data { list.append((idOf(element), content(element))) }
    }
}
